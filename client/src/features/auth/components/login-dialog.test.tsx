import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@/test/render';
import { MeQuery } from '../api/me';
import { LoginMutation } from '../api/use-login';
import { LogoutMutation } from '../api/use-logout';
import { useAuth } from '../use-auth';
import { LoginDialog } from './login-dialog';

const admin = { __typename: 'User', id: 'u1', email: 'admin@herbal.test', role: 'ADMIN' };
const me = (user: typeof admin | null) => ({ request: { query: MeQuery }, result: { data: { me: user } } });
const login = (password: string, result: object) => ({
  request: { query: LoginMutation, variables: { email: 'admin@herbal.test', password } },
  result,
});

async function fillAndSubmit(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@herbal.test');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login dialog', { timeout: 20_000 }, () => {
  it('signs in through the server, stores the role hint and closes', async () => {
    const onClose = vi.fn();
    render(<LoginDialog opened onClose={onClose} />, {
      mocks: [me(null), login('secret-pass', { data: { login: { __typename: 'LoginPayload', user: admin, errors: [] } } })],
    });
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await fillAndSubmit('secret-pass');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(window.localStorage.getItem('role')).toBe('admin');
  });

  it('shows the server’s refusal and stays open', async () => {
    const onClose = vi.fn();
    // A wrong password is an expected refusal: data with the payload's errors, not a GraphQL error.
    const refusal = {
      data: {
        login: {
          __typename: 'LoginPayload',
          user: null,
          errors: [{ __typename: 'UserError', code: 'INVALID_CREDENTIALS', message: 'Invalid email or password', field: null }],
        },
      },
    };
    render(<LoginDialog opened onClose={onClose} />, { mocks: [me(null), login('wrong', refusal)] });
    await fillAndSubmit('wrong');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('role')).toBeNull();
  });

  it('says so when the request itself fails', async () => {
    render(<LoginDialog opened onClose={() => {}} />, {
      mocks: [
        me(null),
        {
          request: { query: LoginMutation, variables: { email: 'admin@herbal.test', password: 'x' } },
          error: new TypeError('Failed to fetch'),
        },
      ],
    });
    await fillAndSubmit('x');
    expect(await screen.findByText(/could not reach the shop|An error occurred while logging in/)).toBeInTheDocument();
  });
});

function LogoutButton() {
  const { logout, user } = useAuth();
  return (
    <button type="button" onClick={() => void logout()}>
      {user ? `Logout ${user.email}` : 'Signed out'}
    </button>
  );
}

describe('logout', { timeout: 20_000 }, () => {
  it('ends the session, forgets the role and leaves the admin area', async () => {
    window.localStorage.setItem('role', 'admin');
    const user = userEvent.setup();
    render(<LogoutButton />, {
      route: '/admin/orders',
      path: '/admin/*',
      mocks: [
        me(admin),
        { request: { query: LogoutMutation }, result: { data: { logout: { __typename: 'LogoutPayload', signedOut: true } } } },
      ],
      extraRoutes: <Route path="/" element={<LogoutButton />} />,
    });
    await user.click(await screen.findByRole('button', { name: 'Logout admin@herbal.test' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(window.localStorage.getItem('role')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Signed out' })).toBeInTheDocument();
  });

  it('says Logout failed when the server cannot be reached', async () => {
    window.localStorage.setItem('role', 'admin');
    const user = userEvent.setup();
    render(<LogoutButton />, { mocks: [me(admin), { request: { query: LogoutMutation }, error: new TypeError('Failed to fetch') }] });
    await user.click(await screen.findByRole('button', { name: 'Logout admin@herbal.test' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
  });
});

describe('who is signed in', { timeout: 20_000 }, () => {
  it('asks the server in a browser that has signed in (its role is stored)', async () => {
    window.localStorage.setItem('role', 'user');
    const asked = vi.fn(() => ({ data: { me: { ...admin, role: 'USER', email: 'asha@example.in' } } }));
    render(<LogoutButton />, { mocks: [{ request: { query: MeQuery }, result: asked }] });
    expect(await screen.findByRole('button', { name: 'Logout asha@example.in' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('does not ask about a visitor who never signed in here, and shows a login in this page at once', async () => {
    window.localStorage.removeItem('role');
    const asked = vi.fn(() => ({ data: { me: null } }));
    const signIn = login('secret-pass', { data: { login: { __typename: 'LoginPayload', user: admin, errors: [] } } });
    render(
      <>
        <LogoutButton />
        <LoginDialog opened onClose={() => {}} />
      </>,
      { mocks: [{ request: { query: MeQuery }, result: asked, maxUsageCount: Infinity }, signIn] },
    );
    expect(screen.getByRole('button', { name: 'Signed out' })).toBeInTheDocument();
    await fillAndSubmit('secret-pass');
    // The header's account, a separate component, shows the login from the cache: still not asked.
    expect(await screen.findByRole('button', { name: 'Logout admin@herbal.test' })).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
