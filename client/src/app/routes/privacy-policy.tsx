import { usePageMeta } from '@/components/ui/page-title';
import { PrivacyPolicy } from '@/components/content/privacy-policy';

export function Component() {
  usePageMeta('Privacy Policy');
  return <PrivacyPolicy />;
}
