import './page-skeleton.css';

/** The skeleton of a product page while it loads (same two columns: no layout shift; page-skeleton.css). */
export function ProductSkeleton() {
  return (
    <div aria-busy="true" className="cv-pskel">
      <div className="cv-pskel-bar cv-pskel-crumb" />
      <div className="cv-pskel-cols">
        <div className="cv-pskel-visual" />
        <div className="cv-pskel-side">
          <div className="cv-pskel-bar" style={{ height: 12, width: '30%' }} />
          <div className="cv-pskel-bar" style={{ height: 40, width: '70%' }} />
          <div className="cv-pskel-box" />
        </div>
      </div>
    </div>
  );
}
