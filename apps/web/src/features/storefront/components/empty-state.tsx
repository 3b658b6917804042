import type { ReactNode } from 'react';
import './storefront.base.css';
import './storefront.css';

/** A calm message where products would be: a glass, a title, a hint and an action (storefront.css, .cv-empty). */
export function EmptyState({
  title,
  hint,
  action,
  testId,
  heading = 'p',
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  testId?: string;
  /** 'h1' when the message is the page itself (a product that does not exist). */
  heading?: 'h1' | 'p';
}) {
  const Title = heading;
  return (
    <div role={heading === 'p' ? 'status' : undefined} data-testid={testId} className="cv-empty">
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M21 8h22l-1.6 15.2A9.5 9.5 0 0 1 34.5 32v16h7v5h-19v-5h7V32a9.5 9.5 0 0 1-6.9-8.8z"
        />
      </svg>
      <Title className="cv-empty-title cv-serif">{title}</Title>
      {hint && <p className="cv-empty-hint">{hint}</p>}
      {action && <div className="cv-empty-action">{action}</div>}
    </div>
  );
}
