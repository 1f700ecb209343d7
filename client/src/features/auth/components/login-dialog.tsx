import { useReactiveVar } from '@apollo/client/react';
import { Anchor, Group, Modal, Text } from '@mantine/core';
import { loginDialogModeVar, type LoginDialogMode } from '../login-dialog-state';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

const TITLES: Record<LoginDialogMode, string> = { login: 'Login', signup: 'Create an account', forgot: 'Forgot password' };

export interface LoginDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called after a successful sign-in, once the dialog has closed. */
  onSuccess?: () => void;
}

/**
 * The login dialog: title Login, Email and Password, a Login button; closes through the
 * close button or a click on the backdrop. The server checks the credentials. Links in it switch to
 * opening an account or asking for a password-reset link, in the same dialog.
 */
export function LoginDialog({ opened, onClose, onSuccess }: LoginDialogProps) {
  const mode = useReactiveVar(loginDialogModeVar);
  const showLogin = () => loginDialogModeVar('login');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" ff="heading" fw={600} fz="xl">
          {TITLES[mode]}
        </Text>
      }
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close login dialog' }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
    >
      {mode === 'signup' && <SignUpForm onLogin={showLogin} />}
      {mode === 'forgot' && <ForgotPasswordForm onLogin={showLogin} />}
      {mode === 'login' && (
        <LoginForm
          onSignedIn={() => {
            onClose();
            onSuccess?.();
          }}
        >
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={() => loginDialogModeVar('forgot')}>
              Forgot password?
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => loginDialogModeVar('signup')}>
              Create an account
            </Anchor>
          </Group>
        </LoginForm>
      )}
    </Modal>
  );
}
