import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  subtitle?: string;
  /** The subtitle names what the visitor was doing (the hotel of their bid). */
  subtitleTestId?: string;
  children: ReactNode;
  footer?: ReactNode;
};

export function AuthCard({ title, subtitle, subtitleTestId, children, footer }: AuthCardProps) {
  return (
    <div className="container py-5">
      <div className="auth-card card border-0 shadow-sm mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h3 mb-1">{title}</h1>
          {subtitle && (
            <p className="text-body-secondary mb-4" data-testid={subtitleTestId}>
              {subtitle}
            </p>
          )}
          {children}
        </div>
        {footer && <div className="card-footer bg-transparent text-center py-3">{footer}</div>}
      </div>
    </div>
  );
}
