import { useParams } from 'react-router';
import { PublicationPage } from './publication-page';

export function BlogPostPage() {
  const { id = '' } = useParams();
  return <PublicationPage key={id} id={id} />;
}
