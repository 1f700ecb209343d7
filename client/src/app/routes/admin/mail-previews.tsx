import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { MailPreviews } from '@/features/admin-settings/components/mail-previews';
import { paths } from '@/config/paths';

/** /admin/settings/emails: every e-mail the shop sends, previewed with a sample order (from Settings → E-mails). */
export default function AdminMailPreviewsRoute() {
  return (
    <>
      <AdminPageHeader
        title="E-mail previews"
        description="What shoppers and you receive, rendered with a sample order and your shop's details."
        action={
          <Anchor component={Link} to={paths.admin.settings.getHref()} size="sm">
            Back to Settings
          </Anchor>
        }
      />
      <MailPreviews />
    </>
  );
}
