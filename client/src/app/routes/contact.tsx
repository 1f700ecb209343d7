import { Anchor, Card, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { usePageMeta } from '@/components/ui/page-title';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useShopDetails } from '@/lib/shop-details';

/**
 * /contact: where to find and reach us (the shop's details as the owner set them in Settings), and a
 * form whose messages reach the shop's inbox.
 */
export function Component() {
  usePageMeta('Contact Us');
  const shop = useShopDetails();

  const details = [
    ...(shop
      ? [
          { icon: IconMapPin, label: 'Visit us', value: shop.addressLines.join(', ') },
          { icon: IconPhone, label: 'Call us', value: <Anchor href={shop.phoneHref}>{shop.phone}</Anchor> },
          { icon: IconMail, label: 'Write to us', value: <Anchor href={`mailto:${shop.email}`}>{shop.email}</Anchor> },
        ]
      : []),
    { icon: IconClock, label: 'Hours', value: 'Monday to Saturday, 9 am – 6 pm IST' },
  ];

  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 30, md: 40 }} c="var(--shop-heading)">
          Contact Us
        </Title>
        <Text c="dimmed">Questions about an order or a product? We are happy to help.</Text>
      </Stack>
      <Grid gap={{ base: 'lg', md: 40 }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {details.map((detail) => (
              <Group key={detail.label} wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="xl" variant="light" color="leaf" aria-hidden>
                  <detail.icon size={22} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{detail.label}</Text>
                  <Text c="dimmed" component="div">
                    {detail.value}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
          {shop && (
            <Stack gap={4} mt="xl" component="section" id="grievance-officer" aria-labelledby="grievance-officer-heading">
              <Title order={2} fz="lg" id="grievance-officer-heading">
                Grievance officer
              </Title>
              <Text c="dimmed" fz="sm">
                Not happy with how we answered a complaint? Write to our grievance officer. Every message sent here gets a ticket number at
                once; we acknowledge it within 48 hours and resolve it within one month.
              </Text>
              <Text fw={600} data-testid="grievance-officer-name">
                {shop.grievanceOfficer.name}
              </Text>
              <Text fz="sm">{shop.grievanceOfficer.designation}</Text>
              <Text fz="sm">
                {shop.legalName}, {shop.addressLines.join(', ')}
              </Text>
              <Anchor href={`mailto:${shop.grievanceOfficer.email}`} fz="sm">
                {shop.grievanceOfficer.email}
              </Anchor>
              <Anchor href={shop.grievanceOfficer.phoneHref} fz="sm">
                {shop.grievanceOfficer.phone}
              </Anchor>
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding="lg" style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
            <ContactForm />
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
