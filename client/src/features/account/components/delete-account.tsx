import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/lib/errors';
import { useDeleteAccount } from '../api/my-account';

/**
 * Deleting the account, after saying what goes and what stays: the account, its sessions and
 * saved addresses go; orders and invoices stay, as the tax records a GST-registered seller must
 * keep; reviews stay without the author's name (docs/accounts-and-reviews.md).
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { remove, loading } = useDeleteAccount();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setProblem('Please enter your password');
      return;
    }
    try {
      await remove(password);
      setOpened(false);
      onDeleted();
    } catch (error) {
      setProblem(errorMessage(error, 'We could not delete your account just now. Please try again.'));
    }
  }

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        Deleting your account signs you out everywhere and cannot be undone. You can still order as a guest.
      </Text>
      <Button color="red" variant="outline" onClick={() => setOpened(true)}>
        Delete my account
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          <Text component="span" ff="heading" fw={600} fz="xl">
            Delete your account?
          </Text>
        }
        centered
        radius="lg"
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              What we delete
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Your account, your name and password, and every signed-in device</List.Item>
              <List.Item>Your saved addresses</List.Item>
              <List.Item>Your name and city on reviews you wrote (they stay, signed “A former customer”)</List.Item>
              <List.Item>Your name, e-mail, phone and address on your orders, your messages to us and the e-mails we sent you</List.Item>
              <List.Item>Your consent to marketing e-mails, and the sizes you asked us to e-mail you about when back in stock</List.Item>
            </List>
            <Text size="sm" fw={600}>
              What we keep, and why
            </Text>
            <Text size="sm">
              The invoices and credit notes issued to you stay as they were issued: Indian GST law requires us to keep them for 72 months
              from the annual return’s due date. Your orders stay in our accounts with their amounts and your state (the place of supply),
              under no name. An order still on its way keeps your address until it is delivered, so deleting waits for it.
            </Text>
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setProblem(null);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                Keep my account
              </Button>
              <Button type="submit" color="red" loading={loading}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
