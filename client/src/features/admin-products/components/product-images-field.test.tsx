import { useForm } from '@mantine/form';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_IMAGE_MESSAGES } from '@common/product-images';
import { render, screen, waitFor, within } from '@/test/render';
import { imageList } from './product-image-list';
import { newProductFormState, type ProductFormState } from './product-form-values';
import { ProductImagesField } from './product-images-field';

const UPLOADED = (n: number) => `/images/uploads/${String(n).repeat(64)}/640.webp`;

/** The field inside a real form; the list the product would be saved with is shown beside it. */
function Harness({ images }: { images: string[] }) {
  const form = useForm<ProductFormState>({
    initialValues: { ...newProductFormState(), imageUrl: images[0] ?? '', images: images.slice(1) },
  });
  return (
    <>
      <ProductImagesField form={form} />
      <output data-testid="saved">{JSON.stringify(imageList(form.values))}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByTestId('saved').textContent ?? '[]') as string[];
const rows = () => within(screen.getByRole('list', { name: 'Product images, main first' })).getAllByRole('listitem');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product form’s images', () => {
  const three = ['/images/products/hair-oil-1/640.webp', UPLOADED(1), UPLOADED(2)];

  it('shows the images in order, the first marked as the main one', () => {
    render(<Harness images={three} />);
    expect(rows()).toHaveLength(3);
    expect(within(rows()[0]).getByText('Main')).toBeInTheDocument();
    expect(within(rows()[1]).queryByText('Main')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 later' })).toBeDisabled();
    // Uploaded images preview at a thumbnail width, not the 640 px the product stores.
    expect(within(rows()[1]).getByRole('presentation')).toHaveAttribute('src', `/images/uploads/${'1'.repeat(64)}/160.webp`);
  });

  it('reorders from the keyboard, keeping the focus on the moved image', async () => {
    const user = userEvent.setup();
    render(<Harness images={three} />);
    screen.getByRole('button', { name: 'Move image 3 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(saved()).toEqual([three[0], three[2], three[1]]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move image 2 earlier' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(saved()).toEqual([three[2], three[0], three[1]]);
    // At the top "earlier" is disabled: the focus moves to the image's next action, not to the page.
    await waitFor(() => expect(within(rows()[0]).getByRole('button', { name: 'Move image 1 later' })).toHaveFocus());
    expect(screen.getByText('Image 2 is now the main image')).toBeInTheDocument();
  });

  it('makes any image the main one, and removes one', async () => {
    const user = userEvent.setup();
    render(<Harness images={three} />);
    await user.click(screen.getByRole('button', { name: 'Make image 3 the main image' }));
    expect(saved()).toEqual([three[2], three[0], three[1]]);
    expect(within(rows()[0]).getByText('Main')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(saved()).toEqual([three[0], three[1]]);
    expect(rows()).toHaveLength(2);
  });

  it('uploads dropped files in order and adds them to the end; a refused one says why', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      const file = init.body as File;
      if (file.name === 'notes.png') {
        return Promise.resolve(new Response(JSON.stringify({ message: PRODUCT_IMAGE_MESSAGES.notImage }), { status: 400 }));
      }
      const url = file.name === 'front.png' ? UPLOADED(3) : UPLOADED(4);
      return Promise.resolve(new Response(JSON.stringify({ url }), { status: 201 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<Harness images={['/images/products/hair-oil-1/640.webp']} />);
    const files = ['front.png', 'notes.png', 'back.png'].map((name) => new File(['x'], name, { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Upload product images'), files);

    await waitFor(() => expect(saved()).toEqual(['/images/products/hair-oil-1/640.webp', UPLOADED(3), UPLOADED(4)]));
    expect(screen.getByRole('alert')).toHaveTextContent(`notes.png: ${PRODUCT_IMAGE_MESSAGES.notImage}`);
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init.headers).get('apollo-require-preflight')).toBe('true');
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness images={[]} />);
    await user.upload(screen.getByLabelText('Upload product images'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`notes.txt: ${PRODUCT_IMAGE_MESSAGES.notImage}`);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(saved()).toEqual([]);
  });
});
