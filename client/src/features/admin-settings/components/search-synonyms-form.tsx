import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const SearchSynonymsQuery = graphql(`
  query AdminSearchSynonyms {
    searchSynonyms {
      terms
    }
  }
`);

const UpdateSearchSynonymsMutation = graphql(`
  mutation UpdateSearchSynonyms($groups: [SearchSynonymGroupInput!]!) {
    updateSearchSynonyms(groups: $groups) {
      searchSynonyms {
        terms
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** One group a line, its words or phrases separated by commas: how the owner reads and writes them. */
const toText = (groups: ReadonlyArray<{ terms: readonly string[] }>) => groups.map((group) => group.terms.join(', ')).join('\n');
const fromText = (text: string) =>
  text
    .split('\n')
    .map((line) => line.split(',').map((term) => term.trim()))
    .filter((terms) => terms.some(Boolean))
    .map((terms) => ({ terms: terms.filter(Boolean) }));

/** The search's synonyms (words a shopper may type for the same thing); the server checks each group. */
export function SearchSynonymsSection() {
  const { data, error, refetch } = useQuery(SearchSynonymsQuery);
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} what="the search synonyms" />;
  if (!data) return <TableSkeleton rows={2} label="Loading the search synonyms" />;
  const stored = toText(data.searchSynonyms);
  return <SearchSynonymsForm key={stored} stored={stored} />;
}

function SearchSynonymsForm({ stored }: { stored: string }) {
  const [value, setValue] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateSearchSynonymsMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await update({ variables: { groups: fromText(value) }, refetchQueries: [SearchSynonymsQuery] });
      acceptedPayload(data?.updateSearchSynonyms);
      notify.success('The next search uses these synonyms.', { title: 'Synonyms saved' });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Synonym groups"
          description="One group a line, words separated by commas, e.g. tulsi, tulasi, holy basil"
          autosize
          minRows={4}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          maw={560}
        />
        <Group>
          <Button type="submit" loading={loading} disabled={value === stored}>
            Save synonyms
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          A shopper searching for any word of a group finds products with the others too.
        </Text>
      </Stack>
    </form>
  );
}
