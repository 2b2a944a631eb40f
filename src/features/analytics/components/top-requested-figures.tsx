import { useTopCategories, useTopProducts, type RequestedItem } from '../api/fetch-top-requested';
import type { Period } from '../period';
import { RankingFigure } from './ranking-figure';

const ranked = (items: RequestedItem[] = []) => items.map((item) => ({ label: item.name, requests: item.requests }));

/** The products and categories the period's requests named most (a request from a product's page). */
export function TopRequestedFigures({ period }: { period: Period }) {
  const products = useTopProducts(period);
  const categories = useTopCategories(period);
  return (
    <>
      <RankingFigure
        title="Produits les plus demandés"
        description="Les demandes envoyées depuis la page d’un produit."
        itemHeader="Produit"
        status={products.status}
        rows={ranked(products.data)}
        emptyText="Aucune demande ne cite de produit sur cette période."
        fileName="produits-les-plus-demandes"
      />
      <RankingFigure
        title="Catégories les plus demandées"
        description="Les catégories des produits cités dans les demandes."
        itemHeader="Catégorie"
        status={categories.status}
        rows={ranked(categories.data)}
        emptyText="Aucune demande ne cite de produit sur cette période."
        fileName="categories-les-plus-demandees"
      />
    </>
  );
}
