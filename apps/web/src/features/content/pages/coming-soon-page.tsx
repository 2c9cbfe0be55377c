import { useEffect } from 'react';
import { ComingSoon } from '@/components/coming-soon';

type ComingSoonPageProps = { title: string; icon?: string; text?: string };

export function ComingSoonPage({ title, icon, text }: ComingSoonPageProps) {
  useEffect(() => {
    document.title = `${title} · Bidstay`;
  }, [title]);
  return (
    <div className="container py-5">
      <ComingSoon title={title} icon={icon} text={text} />
    </div>
  );
}
