import './product-detail.css';

/** A bottle drawn in one path, when the producer has not added a photo yet. */
function BottlePlaceholder() {
  return (
    <svg viewBox="0 0 64 160" aria-hidden="true">
      <path
        fill="currentColor"
        d="M26 4h12v34c0 8 12 14 12 30v82a6 6 0 0 1-6 6H20a6 6 0 0 1-6-6V68c0-16 12-22 12-30z"
      />
    </svg>
  );
}

/**
 * A product picture on the cellar-paper background (product-detail.css, `.cv-visual`), its box
 * sized before the image loads (no layout shift). `eager` for the likely largest paint.
 */
export function ProductVisual({
  src,
  alt,
  eager = false,
  ratio = '4 / 5',
}: {
  src: string | undefined;
  alt: string;
  eager?: boolean;
  ratio?: string;
}) {
  return (
    <div className="cv-visual" style={{ aspectRatio: ratio }}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={320}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <BottlePlaceholder />
      )}
    </div>
  );
}
