import { NotFound } from '@/components/errors/not-found';
import { usePageHead } from '@/app/page-head';
import { useNotFoundStatus } from '@/app/server-rendering';

export function Component() {
  usePageHead({ title: 'Page Not Found', noindex: true });
  useNotFoundStatus();
  return <NotFound />;
}
