import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  contactTicketLine,
  validateContact,
  type ContactDetails,
} from '@common/contact-form';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useSendContactMessage } from '../api/use-send-contact-message';

const EMPTY: ContactDetails = { name: '', email: '', message: '' };

/**
 * The contact form: the shared rules (common/contact-form.ts) with their messages, sent to the
 * shop and confirmed on the page. `website` is a honeypot: hidden from people and from assistive
 * technology, so only a bot fills it in (the server then keeps nothing).
 */
export function ContactForm() {
  const { values, setValues, bind, accept, formRef } = useFormFields<keyof ContactDetails>(EMPTY, CONTACT_FIELDS);
  const [website, setWebsite] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The ticket number the server gave the message; null until sent.
  const [sent, setSent] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const { send, sending } = useSendContactMessage();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    if (!accept(validateContact(values))) return;
    try {
      setSent(await send(values, website));
      setValues(EMPTY);
      requestAnimationFrame(() => confirmationRef.current?.focus());
    } catch (error) {
      setProblem(errorMessage(error, 'We could not send your message just now. Please try again, or write to us by e-mail.'));
    }
  }

  if (sent !== null) {
    return (
      <Stack align="center" ta="center" gap="sm" py="lg" ref={confirmationRef} tabIndex={-1} style={{ outline: 'none' }}>
        <ThemeIcon size={64} radius="xl" variant="light" color="leaf" aria-hidden>
          <IconCircleCheck size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Message sent
        </Title>
        <Text role="status" maw={420} data-testid="contact-sent">
          {CONTACT_MESSAGES.sent}
        </Text>
        <Text fw={600} maw={420} data-testid="contact-ticket">
          {contactTicketLine(sent)}
        </Text>
        <Button variant="default" radius="xl" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </Stack>
    );
  }

  return (
    // Sent before the scripts start, the form posts to the server (server/src/rest/contact-form.rest.ts).
    <form ref={formRef} method="post" action={paths.contact.path} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Send us a message
        </Title>
        {problem && (
          <Alert color="red" variant="light" radius="md" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput {...bind('name')} label="Your name" required autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        <TextInput {...bind('email')} label="Email" type="email" required autoComplete="email" maxLength={CONTACT_LIMITS.email} />
        <Textarea {...bind('message')} label="Message" required minRows={4} autosize maxLength={CONTACT_LIMITS.message} />
        {/* The honeypot: off-screen, out of the tab order and hidden from screen readers. */}
        <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.currentTarget.value)}
          />
        </div>
        <Button type="submit" radius="xl" loading={sending} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
