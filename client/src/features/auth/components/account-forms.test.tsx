import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/render';
import { ResetPasswordMutation, SignUpMutation } from '../api/account-links';
import { ResetPasswordForm } from './reset-password-form';
import { SignUpForm } from './sign-up-form';

const userErrors = (message: string, field: string | null = null) => [{ __typename: 'UserError', code: 'VALIDATION', message, field }];

describe('opening an account and resetting a password', { timeout: 20_000 }, () => {
  it('checks the fields by the server’s rules, then says to check the inbox', async () => {
    const user = userEvent.setup();
    const sent = vi.fn(() => ({ data: { signUp: { __typename: 'SignUpPayload', accepted: true, errors: [] } } }));
    render(<SignUpForm onLogin={() => {}} />, {
      mocks: [
        {
          request: {
            query: SignUpMutation,
            variables: { input: { name: 'Meera Nair', email: 'meera@example.in', password: 'short-and-longer', marketingConsent: false } },
          },
          result: sent,
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Meera Nair');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'meera@example.in');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('The password must be at least 8 characters')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Password/), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('meera@example.in');
  });

  it('says plainly when a reset link was already used, and offers a new one', async () => {
    const user = userEvent.setup();
    render(<ResetPasswordForm token="a-token-of-the-right-length-0000" />, {
      mocks: [
        {
          request: {
            query: ResetPasswordMutation,
            variables: { token: 'a-token-of-the-right-length-0000', newPassword: 'new-secret-99' },
          },
          result: {
            data: {
              resetPassword: {
                __typename: 'PasswordChangePayload',
                changed: null,
                errors: userErrors('This link has expired or has already been used. Ask for a new one.', 'token'),
              },
            },
          },
        },
      ],
    });
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-99');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'new-secret-98');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The two passwords are not the same')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Repeat the new password/));
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'new-secret-99');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/This link has expired or has already been used/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
