import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  validateContact,
  type ContactDetails,
  type ContactErrors,
} from '@common/contact-form';
import { errorMessage } from '@/lib/errors';
import { useSendContactMessage } from '../api/use-send-contact-message';

const EMPTY: ContactDetails = { name: '', email: '', message: '' };

/**
 * The contact form: the shared rules (common/contact-form.ts) with their messages, sent to the
 * shop and confirmed on the page. `website` is a honeypot: hidden from people and from assistive
 * technology, so only a bot fills it in (the server then keeps nothing).
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactDetails>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const { send, sending } = useSendContactMessage();

  function change(field: keyof ContactDetails, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const found = validateContact(values);
    setErrors(found);
    const firstBad = CONTACT_FIELDS.find((field) => found[field]);
    if (firstBad) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    try {
      await send(values, website);
      setSent(true);
      setValues(EMPTY);
      requestAnimationFrame(() => confirmationRef.current?.focus());
    } catch (error) {
      setProblem(errorMessage(error, 'We could not send your message just now. Please try again, or write to us by e-mail.'));
    }
  }

  if (sent) {
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
        <Button variant="default" radius="xl" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Send us a message
        </Title>
        {problem && (
          <Alert color="red" variant="light" radius="md" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          name="name"
          label="Your name"
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name', event.currentTarget.value)}
        />
        <TextInput
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.currentTarget.value)}
        />
        <Textarea
          name="message"
          label="Message"
          required
          minRows={4}
          autosize
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          error={errors.message}
          onChange={(event) => change('message', event.currentTarget.value)}
        />
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
