import { useState, type FormEvent } from 'react';
import { Anchor, Button, Card, Container, Grid, Group, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { EMAIL_PATTERN } from '../../../../common/shipping-form';
import { usePageMeta } from '../../components/ui/page-title';
import { shopContact } from '../../config/paths';

/**
 * /contact: where to find and reach us. The form opens the shopper's e-mail app with the
 * message filled in (the shop has no inbox API), so nothing is lost or silently dropped.
 */
export function Component() {
  usePageMeta('Contact Us');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string; message?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = 'This field is required';
    if (!email.trim()) found.email = 'This field is required';
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = 'Please enter a valid email address';
    if (!message.trim()) found.message = 'This field is required';
    setErrors(found);
    if (Object.keys(found).length) return;
    const subject = encodeURIComponent(`Message from ${name.trim()}`);
    const body = encodeURIComponent(`${message.trim()}\n\n${name.trim()} <${email.trim()}>`);
    window.location.href = `mailto:${shopContact.supportEmail}?subject=${subject}&body=${body}`;
  }

  const details = [
    { icon: IconMapPin, label: 'Visit us', value: shopContact.addressLines.join(', ') },
    { icon: IconPhone, label: 'Call us', value: <Anchor href={shopContact.phoneHref}>{shopContact.phone}</Anchor> },
    { icon: IconMail, label: 'Write to us', value: <Anchor href={`mailto:${shopContact.email}`}>{shopContact.email}</Anchor> },
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding="lg" style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Title order={2} fz="lg">
                  Send us a message
                </Title>
                <TextInput label="Your name" required autoComplete="name" value={name} error={errors.name} onChange={(event) => { setName(event.currentTarget.value); setErrors((current) => ({ ...current, name: undefined })); }} />
                <TextInput label="Email" type="email" required autoComplete="email" value={email} error={errors.email} onChange={(event) => { setEmail(event.currentTarget.value); setErrors((current) => ({ ...current, email: undefined })); }} />
                <Textarea label="Message" required minRows={4} autosize value={message} error={errors.message} onChange={(event) => { setMessage(event.currentTarget.value); setErrors((current) => ({ ...current, message: undefined })); }} />
                <Button type="submit" radius="xl" style={{ alignSelf: 'flex-start' }}>
                  Send message
                </Button>
              </Stack>
            </form>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
