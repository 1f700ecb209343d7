import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import classes from './product-declarations.module.css';

export const ProductDeclarationsFragment = graphql(`
  fragment ProductDeclarations_product on Product {
    ingredients
    howToUse
    sizes {
      label
      mrpMoney {
        formatted
      }
      netQuantity {
        text
      }
    }
    legalDeclarations {
      genericName
      makerLabel
      makerName
      makerAddress
      countryOfOrigin
      shelfLife
      consumerCarePhone
      consumerCareEmail
      consumerCareAddress
    }
  }
`);

/**
 * Ingredients, how to use it, and what the Legal Metrology rules make a seller declare before a
 * sale: each size's net quantity and MRP, the generic name, the maker, the country of origin, the
 * shelf life and the consumer-care contact. Rendered on the server, so a crawler reads them too.
 */
export function ProductDeclarations({ product: productRef }: { product: FragmentType<typeof ProductDeclarationsFragment> }) {
  const product = getFragmentData(ProductDeclarationsFragment, productRef);
  const declared = product.legalDeclarations;
  const sizesDeclared = product.sizes.filter((size) => size.mrpMoney && size.netQuantity);
  if (!declared && !product.ingredients && !product.howToUse && sizesDeclared.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 56 }}>
      <Stack gap="lg">
        {product.ingredients && (
          <section aria-labelledby="ingredients-heading">
            <Title order={2} fz="lg" mb="xs" id="ingredients-heading">
              Ingredients
            </Title>
            <Text lh={1.7} fz="sm" data-testid="product-ingredients">
              {product.ingredients}
            </Text>
          </section>
        )}
        {product.howToUse && (
          <section aria-labelledby="how-to-use-heading">
            <Title order={2} fz="lg" mb="xs" id="how-to-use-heading">
              How to use
            </Title>
            <Text lh={1.7} fz="sm" data-testid="product-how-to-use">
              {product.howToUse}
            </Text>
          </section>
        )}
      </Stack>
      {(declared || sizesDeclared.length > 0) && (
        <section aria-labelledby="declarations-heading" data-testid="product-declarations">
          <Title order={2} fz="lg" mb="xs" id="declarations-heading">
            Product details
          </Title>
          {sizesDeclared.length > 0 && (
            <Table fz="sm" mb="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Size</Table.Th>
                  <Table.Th scope="col">Net quantity</Table.Th>
                  <Table.Th scope="col">MRP (incl. of all taxes)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sizesDeclared.map((size) => (
                  <Table.Tr key={size.label}>
                    <Table.Td>{size.label}</Table.Td>
                    <Table.Td>{size.netQuantity?.text}</Table.Td>
                    <Table.Td>{size.mrpMoney?.formatted}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {declared && (
            <dl className={classes.facts}>
              <dt>Generic name</dt>
              <dd>{declared.genericName}</dd>
              <dt>{declared.makerLabel}</dt>
              <dd>
                {declared.makerName}, {declared.makerAddress}
              </dd>
              <dt>Country of origin</dt>
              <dd>{declared.countryOfOrigin}</dd>
              <dt>Shelf life</dt>
              <dd>{declared.shelfLife}; the date of manufacture is on the pack</dd>
              <dt>Consumer care</dt>
              <dd>
                {declared.consumerCareAddress}. Phone {declared.consumerCarePhone}, e-mail{' '}
                <a href={`mailto:${declared.consumerCareEmail}`}>{declared.consumerCareEmail}</a>
              </dd>
            </dl>
          )}
        </section>
      )}
    </SimpleGrid>
  );
}
