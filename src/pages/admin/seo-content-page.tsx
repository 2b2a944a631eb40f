import { SeoContentList } from '@/features/seo/components/seo-content-list';

export default function SeoContentPage() {
  return <SeoContentList />;
}
