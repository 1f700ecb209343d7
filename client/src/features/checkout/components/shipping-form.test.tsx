import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyShippingDetails } from '@common/shipping-form';
import { fireEvent, render, screen } from '@/test/render';
import { ShippingForm } from './shipping-form';

const valid = {
  'First Name': 'Meena',
  'Last Name': 'Iyer',
  Email: 'meena@example.in',
  Phone: '+91 98400 12345',
  Address: '14 Gandhi Road',
  City: 'Kumbakonam',
  State: 'Tamil Nadu',
  'Postal Code': '612001',
};

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<ShippingForm initialValues={emptyShippingDetails()} onSubmit={onSubmit} />);
  const field = (label: string) => screen.getByRole(label === 'Country' ? 'combobox' : 'textbox', { name: label });
  // One change event per field keeps the test quick; the component sees what typing produces.
  const fill = (label: string, value: string) => {
    fireEvent.change(field(label), { target: { value } });
  };
  return { onSubmit, user, field, fill };
}

describe('shipping form (spec §5)', { timeout: 20_000 }, () => {
  it('has nine labelled fields with India chosen by default', () => {
    const { field } = setup();
    for (const label of Object.keys(valid)) expect(field(label)).toBeInTheDocument();
    expect(field('Country')).toHaveValue('India');
    // The shop ships to India only (shipping policy; SHIPPING_COUNTRIES on the server).
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['India']);
  });

  it('marks every empty field as required and focuses the first', async () => {
    const { user, onSubmit, field } = setup();
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(screen.getAllByText('This field is required')).toHaveLength(8);
    expect(field('First Name')).toHaveFocus();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the e-mail, phone and postal code messages', async () => {
    const { user, field, fill } = setup();
    for (const [label, value] of Object.entries(valid)) fill(label, value);
    fill('Email', 'meena@example');
    fill('Phone', '12345');
    fill('Postal Code', '61200');
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 6-digit postal code')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
  });

  it('checks an Indian PIN code and state with the server’s rule', async () => {
    const { user, fill } = setup();
    for (const [label, value] of Object.entries(valid)) fill(label, value);
    fill('Postal Code', '012345');
    fill('State', 'New York');
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(screen.getByText('Please enter a valid 6-digit postal code')).toBeInTheDocument();
    expect(screen.getByText('Please choose a state or union territory of India')).toBeInTheDocument();
  });

  it('clears a field’s error as soon as that field is edited, and only that one', async () => {
    const { user, field } = setup();
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(screen.getAllByText('This field is required')).toHaveLength(8);
    await user.type(field('City'), 'K');
    expect(screen.getAllByText('This field is required')).toHaveLength(7);
    expect(field('City')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('State')).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits valid details', async () => {
    const { user, onSubmit, fill } = setup();
    for (const [label, value] of Object.entries(valid)) fill(label, value);
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Meena',
      lastName: 'Iyer',
      email: 'meena@example.in',
      phone: '+91 98400 12345',
      address: '14 Gandhi Road',
      city: 'Kumbakonam',
      state: 'Tamil Nadu',
      postalCode: '612001',
      country: 'India',
    });
  });
});
