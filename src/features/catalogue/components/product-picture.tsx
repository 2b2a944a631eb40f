import type { Picture } from '../product-images';

interface ProductPictureProps {
  picture: Picture;
  /** The width the image takes in the layout, for the browser's choice among the srcset. */
  sizes: string;
  /** The page's largest element: fetched first. Everything else waits until it nears the viewport. */
  priority?: boolean;
  className?: string;
}

/** One catalogue picture: its sizes, its intrinsic width and height (no layout shift), its alt text. */
export function ProductPicture({ picture, sizes, priority = false, className }: ProductPictureProps) {
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      className={className}
    />
  );
}
