import { NotFound } from '../../components/errors/not-found';
import { usePageMeta } from '../../components/ui/page-title';

export function Component() {
  usePageMeta('Page Not Found');
  return <NotFound />;
}
