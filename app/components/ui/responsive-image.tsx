/**
 * React 18 knows no `fetchPriority` prop: it warns and leaves the attribute out on the client.
 * Spelled in lowercase it passes through as a plain HTML attribute on both sides.
 */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/** The size of every photo's thumbnail variant (a 4:3 crop), the shape of the boxes that show thumbnails. */
export const THUMBNAIL_SHAPE = { width: 320, height: 240 } as const;

export type ResponsiveImageProps = {
  /** A URL every browser can show (the JPEG): the fallback, and the picture of older rows. */
  src: string;
  /** The WebP copies (an img `srcset`, as the API gives it or `unpackPicture` gives it back); null for pictures stored before there were copies. */
  srcSet: string | null;
  /** How wide the picture is shown, per viewport (the `sizes` attribute). */
  sizes: string;
  /** Its intrinsic size: the page keeps a box of this shape before the picture arrives, so nothing moves. */
  width: number;
  height: number;
  alt: string;
  className?: string;
  /**
   * "priority": the page's largest picture in the first viewport (its Largest Contentful Paint),
   * requested at once and first; "eager": another picture of the first viewport, requested at
   * once; "lazy" (the default): requested as it nears the viewport.
   */
  loading?: PictureLoading;
};

export type PictureLoading = "priority" | "eager" | "lazy";

/**
 * A picture as `<img srcset sizes>`: the browser picks the WebP copy that fits the slot and the
 * screen's density. A plain img rather than `<picture>` with a WebP source: every browser that
 * reads srcset also decodes WebP, and one element keeps the page's CSS (grid items, object-fit) as it is.
 */
export function ResponsiveImage({
  src,
  srcSet,
  sizes,
  width,
  height,
  alt,
  className,
  loading = "lazy",
}: ResponsiveImageProps) {
  return (
    <img
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={loading === "lazy" ? "lazy" : "eager"}
      {...(loading === "priority" ? HIGH_PRIORITY : {})}
    />
  );
}

/**
 * A `<link rel="preload">` for a route's `meta`, for a priority picture: the request starts from
 * the head, before the stylesheets and the body arrive. Same srcset and sizes as the img, so the
 * browser preloads the very copy the img will use.
 */
export function imagePreload({ src, srcSet, sizes }: Pick<ResponsiveImageProps, "src" | "srcSet" | "sizes">) {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    href: src,
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    ...HIGH_PRIORITY,
  } as const;
}
