import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PublicationPage } from './publication-page';

const postNotFound = {
  title: msg`Post not found`,
  text: msg`This post does not exist, or it has been taken down.`,
  back: { href: paths.content.blog.href(), label: msg`Back to the blog` },
};

export function BlogPostPage() {
  const { id = '' } = useParams();
  return <PublicationPage key={id} id={id} notFound={postNotFound} />;
}
