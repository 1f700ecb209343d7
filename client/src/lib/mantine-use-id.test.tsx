import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MantineProvider, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';

const idsIn = (element: Element) => [...element.querySelectorAll('[id]')].map((node) => node.id);

describe('Mantine ids on a server-rendered page', () => {
  // Mantine's own hook swapped each id for a random one once hydrated: a re-render of every text
  // box, select and popover at once in hydration's last task, and ids the server never sent.
  it('a text box keeps the ids the server gave its input, label and description', async () => {
    const field = (
      <MantineProvider>
        <TextInput label="City" description="Where the parcel goes" />
      </MantineProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    const serverIds = idsIn(container);
    expect(serverIds.length).toBeGreaterThanOrEqual(2);

    await act(async () => {
      hydrateRoot(container, field);
    });

    expect(idsIn(container)).toEqual(serverIds);
    expect(container.querySelector('label')?.htmlFor).toBe(container.querySelector('input')?.id);
  });
});
