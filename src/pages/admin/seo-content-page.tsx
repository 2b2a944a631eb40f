import { PublishPanel } from '@/features/publication/components/publish-panel';
import { SeoContentList } from '@/features/seo/components/seo-content-list';

export default function SeoContentPage() {
  return (
    <>
      <SeoContentList />
      <PublishPanel />
    </>
  );
}
