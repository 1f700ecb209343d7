import { usePageMeta } from '@/components/ui/page-title';
import { TermsOfService } from '@/components/content/terms-of-service';

export function Component() {
  usePageMeta('Terms of Service');
  return <TermsOfService />;
}
