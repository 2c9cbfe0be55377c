import { useDocumentTitle } from '@/hooks/use-document-title';

export function HelpCenterPage() {
  useDocumentTitle('Help Center');
  return <h1 className="h3">Help Center</h1>;
}
