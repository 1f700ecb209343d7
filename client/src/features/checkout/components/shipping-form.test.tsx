import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/lib/apollo-client';
import { emptyShippingDetails } from '@common/shipping-form';
import { preloadDeferredComponents } from '@/lib/deferred-hydration';
import { fireEvent, render, screen } from '@/test/render';
import { fillBlankFields, ShippingForm, stateNamedBy } from './shipping-form';

// The states' list is code of its own (state-select.tsx): loaded first, as the server does.
beforeAll(() => preloadDeferredComponents());

const valid = {
  'First Name': 'Meena',
  'Last Name': 'Iyer',
  Email: 'meena@example.in',
  Phone: '+91 98400 12345',
  Address: '14 Gandhi Road',
  City: 'Kumbakonam',
  'PIN code': '612001',
};

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<ShippingForm initialValues={{ ...emptyShippingDetails(), gstin: '' }} onSubmit={onSubmit} />);
  const field = (label: string) => screen.getByRole(label === 'Country' || label === 'State' ? 'combobox' : 'textbox', { name: label });
  // One change event per field keeps the test quick; the component sees what typing produces.
  const fill = (label: string, value: string) => {
    fireEvent.change(field(label), { target: { value } });
  };
  /** Types into the state list and picks the first suggestion, as a shopper taps it. */
  const chooseState = async (typed: string) => {
    await user.click(field('State'));
    await user.type(field('State'), typed);
    const first = (await screen.findAllByRole('option')).find((option) => option.textContent !== 'India');
    await user.click(first!);
  };
  return { onSubmit, user, field, fill, chooseState };
}

describe('shipping form', { timeout: 20_000 }, () => {
  it('has ten labelled fields with India chosen by default: a PIN code, a second address line, a state list', () => {
    const { field } = setup();
    for (const label of [...Object.keys(valid), 'Address line 2', 'State']) expect(field(label)).toBeInTheDocument();
    expect(field('Country')).toHaveValue('India');
    expect(field('Address line 2')).not.toBeRequired();
    expect(screen.queryByRole('textbox', { name: 'Postal Code' })).not.toBeInTheDocument();
    // The shop ships to India only (shipping policy; SHIPPING_COUNTRIES on the server).
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['India']);
  });

  it('offers Karnataka for “Karnatka” and stores the listed spelling', async () => {
    const { user, onSubmit, fill, chooseState } = setup();
    for (const [label, value] of Object.entries(valid)) fill(label, value);
    await chooseState('Karnatka');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ state: 'Karnataka' }));
  });

  it('marks every empty field as required and focuses the first', async () => {
    const { user, onSubmit, field } = setup();
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    // The second address line may stay empty; the country is chosen already.
    expect(screen.getAllByText('This field is required')).toHaveLength(8);
    expect(field('First Name')).toHaveFocus();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the e-mail, Indian mobile number and PIN code messages', async () => {
    const { user, field, fill } = setup();
    for (const [label, value] of Object.entries(valid)) fill(label, value);
    fill('Email', 'meena@example');
    // Ten digits, but an Indian mobile number starts with 6, 7, 8 or 9.
    fill('Phone', '12345 67890');
    fill('PIN code', '012345');
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a 10-digit mobile number starting with 6, 7, 8 or 9 (+91 optional)')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 6-digit PIN code')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument(); // the state, never chosen
    expect(field('Email')).toHaveFocus();
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
    const { user, onSubmit, fill, chooseState } = setup();
    for (const [label, value] of Object.entries(valid)) fill(label, value);
    fill('Address line 2', 'Near the temple tank');
    await chooseState('tamil');
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Meena',
      lastName: 'Iyer',
      email: 'meena@example.in',
      phone: '+91 98400 12345',
      address: '14 Gandhi Road',
      addressLine2: 'Near the temple tank',
      city: 'Kumbakonam',
      state: 'Tamil Nadu',
      postalCode: '612001',
      country: 'India',
      gstin: '',
      businessName: '',
    });
  });

  it('takes an optional GSTIN and the business’s legal name for a business purchase, refusing a GSTIN whose check character is wrong', async () => {
    const { user, onSubmit, fill, chooseState, field } = setup();
    for (const [label, value] of Object.entries(valid)) fill(label, value);
    await chooseState('tamil');
    expect(screen.queryByRole('textbox', { name: 'Business legal name' })).toBeNull();
    fill('GSTIN (for business purchases)', '33AAAAA0000A1Z5');
    fill('Business legal name', 'Iyer Wellness Stores LLP');
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid 15-character GSTIN (e.g. 33AAAAA0000A1Z5), or leave it empty')).toBeInTheDocument();
    expect(field('GSTIN (for business purchases)')).toHaveFocus();
    fill('GSTIN (for business purchases)', '33AAAAA0000A1Z9');
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ gstin: '33AAAAA0000A1Z9', businessName: 'Iyer Wellness Stores LLP', state: 'Tamil Nadu' }),
    );
  });

  /** The form on a client whose answer for PIN 682001 waits until `answer()`, as on a slow network. */
  function setupWithSlowPincode() {
    let answer: () => void = () => undefined;
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          answer = () => {
            observer.next({
              data: {
                pincode: { __typename: 'PincodeArea', pincode: '682001', city: 'Ernakulam', district: 'Ernakulam', state: 'Kerala' },
                deliveryPromise: { __typename: 'DeliveryPromise', deliverable: true, message: 'Delivery by Sat, 5 Dec' },
              },
            });
            observer.complete();
          };
        }),
    );
    const user = userEvent.setup();
    render(<ShippingForm initialValues={{ ...emptyShippingDetails(), gstin: '' }} onSubmit={vi.fn()} />, {
      client: new ApolloClient({ cache: createCache(), link }),
    });
    return {
      user,
      answer: () => answer(),
      city: screen.getByRole('textbox', { name: 'City' }),
      state: screen.getByRole('combobox', { name: 'State' }),
      pincode: screen.getByRole('textbox', { name: 'PIN code' }),
    };
  }

  it('fills the city and state from the PIN code, but not the field the shopper is typing in when the answer lands', async () => {
    const { user, answer, city, state, pincode } = setupWithSlowPincode();
    fireEvent.change(pincode, { target: { value: '682001' } });
    await user.click(state);
    await user.keyboard('Ker');
    answer();
    expect(await screen.findByText(/Ernakulam, Kerala/)).toBeInTheDocument();
    expect(state).toHaveValue('Ker');
    expect(city).toHaveValue('Ernakulam');
    await user.keyboard('ala');
    await user.tab();
    expect(state).toHaveValue('Kerala');
  });

  it('keeps the state filled from the PIN code when the shopper tabs in, types it again and tabs on', async () => {
    const { user, answer, city, state, pincode } = setupWithSlowPincode();
    await user.click(pincode);
    await user.keyboard('682001');
    await user.tab();
    answer();
    expect(await screen.findByText(/Ernakulam, Kerala/)).toBeInTheDocument();
    await user.keyboard('Kochi');
    await user.tab();
    expect(city).toHaveValue('Kochi');
    // Tab selected the state filled in; typing replaces it with the same name. Before, Tab on
    // left either Andaman and Nicobar Islands (the list's first) or no state at all.
    expect(state).toHaveValue('Kerala');
    await user.keyboard('Kerala');
    await user.tab();
    expect(state).toHaveValue('Kerala');
  });

  const account = {
    email: 'meena@example.in',
    firstName: 'Meena',
    lastName: 'Iyer',
    phone: '+91 98400 12345',
    address: '14 Gandhi Road',
    addressLine2: '',
    city: 'Kumbakonam',
    state: 'Tamil Nadu',
    postalCode: '612001',
    country: 'India',
  };

  it("starts a signed-in shopper's checkout with the account's e-mail and saved address, ready to continue", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <ShippingForm
        initialValues={{ ...emptyShippingDetails(), gstin: '' }}
        onSubmit={onSubmit}
        addressBook={{ prefill: account, above: () => null }}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('meena@example.in');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('14 Gandhi Road');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Tamil Nadu');
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ...account, gstin: '' }));
  });

  it('never overwrites what is already in the form: an address typed keeps its own fields, a blank e-mail still gets the account’s', () => {
    const typed = { ...emptyShippingDetails(), gstin: '', firstName: 'Ravi', city: 'Madurai' };
    expect(fillBlankFields(typed, account)).toEqual({ ...typed, email: 'meena@example.in' });
    const other = { ...emptyShippingDetails(), gstin: '', email: 'ravi@example.in' };
    expect(fillBlankFields(other, account)).toEqual({ ...account, email: 'ravi@example.in', gstin: '' });
  });

  it('reads a state typed before the list arrived only when the text names one state', () => {
    expect(stateNamedBy(' Tamil Nadu ')).toBe('Tamil Nadu');
    expect(stateNamedBy('karnatka')).toBe('Karnataka');
    expect(stateNamedBy('Pradesh')).toBeNull();
    expect(stateNamedBy('')).toBeNull();
  });
});
