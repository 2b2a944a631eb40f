import { PageIntro } from '@/components/layout/page-intro';

export default function CookiesPage() {
  return <PageIntro title="Politique de cookies" />;
}
