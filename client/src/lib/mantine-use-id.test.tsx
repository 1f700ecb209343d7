import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MantineProvider, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';

const idsIn = (element: Element) => [...element.querySelectorAll('[id]')].map((node) => node.id);

describe('Mantine ids on a server-rendered page', () => {
  // Mantine's own hook swapped each id for a random one once hydrated: a state change in a layout
  // effect in every text box, select and popover, so a second commit of all of them at once in
  // hydration's last task, with ids the server never sent.
  it('a text box hydrates in one commit and keeps the ids the server gave its input, label and description', () => {
    const field = (
      <MantineProvider>
        <TextInput label="City" description="Where the parcel goes" />
      </MantineProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    const serverIds = idsIn(container);
    expect(serverIds.length).toBeGreaterThanOrEqual(2);

    const commits: string[] = [];
    act(() => {
      hydrateRoot(
        container,
        <Profiler id="field" onRender={(_id, phase) => commits.push(phase)}>
          {field}
        </Profiler>,
      );
    });

    expect(commits).toEqual(['mount']);
    expect(idsIn(container)).toEqual(serverIds);
    expect(container.querySelector('label')?.htmlFor).toBe(container.querySelector('input')?.id);
  });
});
