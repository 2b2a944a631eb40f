import type { Tables } from '@/lib/db';

/**
 * What the public catalogue reads, for the browser (postgrest-js) and the prerenderer (supabase-js)
 * alike: no imports beyond types, so scripts/prerender.ts can use it under tsx.
 */

/** Active categories, as the chips and the category pages show them. */
export const PUBLIC_CATEGORY_COLUMNS = 'id, name, slug, description, icon, order_position';
export type PublicCategory = Pick<
  Tables<'categories'>,
  'id' | 'name' | 'slug' | 'description' | 'icon' | 'order_position'
>;

/**
 * Active products with their category. The inner join leaves out products whose category is
 * switched off: visitors cannot read that category, so its products are not on the public site.
 * Columns are named, not `*`: the admin list's search document stays out of pages and payloads.
 */
export const PUBLIC_PRODUCT_SELECT =
  'id, name, slug, brand, description, image_url, badges, category_id, active, featured, rating, stock, purchase_price, monthly_price_12, monthly_price_24, monthly_price_36, monthly_price_48, created_at, updated_at, category:categories!inner(id, name, slug), images:product_images(id, url, alt, width, height, is_main, position, created_at, variant_widths)';
export type CatalogCategoryRef = Pick<Tables<'categories'>, 'id' | 'name' | 'slug'>;
/** An uploaded image of the product (issue 17, §3); products without one show `image_url`. */
export type CatalogImage = Pick<
  Tables<'product_images'>,
  'id' | 'url' | 'alt' | 'width' | 'height' | 'is_main' | 'position' | 'created_at' | 'variant_widths'
>;
export type CatalogProduct = Tables<'products'> & { category: CatalogCategoryRef; images: CatalogImage[] };

/** The public catalogue at one moment: what the prerenderer reads once and renders every page from. */
export interface CatalogueSnapshot {
  /** Active categories by order_position, then name. */
  categories: PublicCategory[];
  /** Active products of active categories, featured first, then newest first. */
  products: CatalogProduct[];
}

export const emptyCatalogue: CatalogueSnapshot = { categories: [], products: [] };
