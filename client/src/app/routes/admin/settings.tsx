import { useQuery } from '@apollo/client/react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import { ApiTokensSection } from '@/features/admin-integrations/components/api-tokens-section';
import { WebhooksSection } from '@/features/admin-integrations/components/webhooks-section';
import { ContactNotificationForm, ShopSettingsQuery } from '@/features/admin-settings/components/contact-notification-form';
import { MailSettingsSection } from '@/features/admin-settings/components/mail-settings-form';
import { MailFailuresSection } from '@/features/admin-settings/components/mail-failures';
import { FailedJobsSection } from '@/features/admin-settings/components/failed-jobs';
import { SearchSynonymsSection } from '@/features/admin-settings/components/search-synonyms-form';
import { CodSettingsSection } from '@/features/admin-settings/components/cod-settings-form';
import { DeliverySettingsSection } from '@/features/admin-settings/components/delivery-settings-form';
import { SampleDataSection } from '@/features/admin-settings/components/sample-data-section';
import { ShopDetailsSection } from '@/features/admin-settings/components/shop-details-form';

function Section({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb={children ? 'md' : 0}>
        {description}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * /admin/settings: the owner's settings, one section each, API tokens and webhooks for
 * integrators included.
 */
export default function AdminSettingsRoute() {
  const { data, error, refetch } = useQuery(ShopSettingsQuery);
  const settings = data?.shopSettings;

  let contact;
  if (error && !settings) contact = <LoadError error={error} onRetry={() => void refetch()} what="the settings" />;
  else if (!settings) contact = <TableSkeleton rows={1} label="Loading the settings" />;
  else
    contact = (
      <ContactNotificationForm
        key={settings.contactNotificationEmail}
        address={settings.contactNotificationEmail}
        isDefault={!settings.contactNotificationEmailSet}
      />
    );

  return (
    <>
      <AdminPageHeader title="Settings" description="How the shop works for you behind the scenes." />
      <Stack gap="lg">
        <Section
          title="Shop details"
          description="Who the shop is: its name, address, phone and e-mail in the storefront’s footer, contact page and policies, and its GST registration on invoices."
        >
          <ShopDetailsSection />
        </Section>
        <Section
          title="Cash on delivery"
          description="Whether shoppers may pay the courier in cash, for what fee, up to what order, and how many such orders one shopper may have open."
        >
          <CodSettingsSection />
        </Section>
        <Section
          title="Delivery"
          description="Where parcels leave from, on which days and until what time, and how long couriers take to each zone: the product page’s “Delivery by” comes from these."
        >
          <DeliverySettingsSection />
        </Section>
        <Section title="Contact messages" description="Who is told when a shopper writes through the contact form.">
          {contact}
        </Section>
        <Section title="E-mails" description="Which e-mails you receive about the shop, and whether buyers are asked for a review.">
          <MailSettingsSection />
          <Button component={Link} to={paths.admin.mailPreviews.getHref()} variant="light" mt="md">
            Preview e-mails
          </Button>
        </Section>
        <Section
          title="E-mails not sent"
          description="E-mails the mail server refused: each is tried again after a longer wait, five times, then given up."
        >
          <MailFailuresSection />
        </Section>
        <Section
          title="Background jobs that failed"
          description="Work the shop does after the fact (e-mails, webhooks, payment checks, courier pickups) that failed for good. Run again puts one back in its queue."
        >
          <FailedJobsSection />
        </Section>
        <Section title="Search synonyms" description="Words shoppers type for the same thing, so a search finds it either way.">
          <SearchSynonymsSection />
        </Section>
        <Section
          title="API access"
          description="Tokens for other systems (stock, accounting, shipping) to use the shop's API. See docs/api/quickstart.md."
        >
          <ApiTokensSection />
        </Section>
        <Section title="Webhooks" description="Where the shop sends signed events when orders and products change.">
          <WebhooksSection />
        </Section>
        <Section
          title="Sample data"
          description="The sample reviews a demo shop starts with, labelled “Sample review” on the product pages and never counted in ratings. Remove them before opening the shop."
        >
          <SampleDataSection />
        </Section>
      </Stack>
    </>
  );
}
