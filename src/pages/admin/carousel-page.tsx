import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { CarouselManager } from '@/features/hero-slides/components/carousel-manager';

export default function CarouselPage() {
  return (
    <>
      <AdminPageHeader
        title="Carrousel"
        description="Les slides du carrousel de la page d’accueil : médias, textes, période d’affichage et ordre."
      />
      <CarouselManager />
    </>
  );
}
