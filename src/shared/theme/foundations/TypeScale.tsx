import { SHOP_NAME, SHOP_TAGLINE } from '@/shared/lib/constants';
import { theme } from '../tokens';
import { Code, Heading, Page, Specimen, Table } from './Foundations.styles';

type FontSize = keyof typeof theme.fontSize;
type FontWeight = keyof typeof theme.fontWeight;

const SAMPLE = `${SHOP_NAME}: ${SHOP_TAGLINE}`;

/** A size in rem as pixels at the browser's default 16 px; a fluid size as it is written. */
export function remToPixels(value: string): string {
  const rem = /^([\d.]+)rem$/.exec(value);
  return rem ? `${Number(rem[1]) * 16}px` : 'fluid';
}

/** The Type page of Foundations: the two families, every size, every weight and the line heights. */
export function TypeScale() {
  return (
    <Page>
      <Heading>Families</Heading>
      <Table aria-label="Font families">
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Stack</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(theme.font) as (keyof typeof theme.font)[]).map((family) => (
            <tr key={family}>
              <th scope="row">{family}</th>
              <td>
                <Code>{theme.font[family]}</Code>
              </td>
              <Specimen $family={theme.font[family]}>{SAMPLE}</Specimen>
            </tr>
          ))}
        </tbody>
      </Table>
      <Heading>Sizes</Heading>
      <Table aria-label="Font sizes">
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Pixels</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(theme.fontSize) as FontSize[]).map((size) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              <td>
                <Code>{theme.fontSize[size]}</Code>
              </td>
              <td>{remToPixels(theme.fontSize[size])}</td>
              <Specimen $size={theme.fontSize[size]}>{SAMPLE}</Specimen>
            </tr>
          ))}
        </tbody>
      </Table>
      <Heading>Weights and line heights</Heading>
      <Table aria-label="Font weights and line heights">
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(theme.fontWeight) as FontWeight[]).map((weight) => (
            <tr key={weight}>
              <th scope="row">fontWeight.{weight}</th>
              <td>
                <Code>{theme.fontWeight[weight]}</Code>
              </td>
              <Specimen $weight={theme.fontWeight[weight]}>{SAMPLE}</Specimen>
            </tr>
          ))}
          {(Object.keys(theme.lineHeight) as (keyof typeof theme.lineHeight)[]).map((height) => (
            <tr key={height}>
              <th scope="row">lineHeight.{height}</th>
              <td>
                <Code>{theme.lineHeight[height]}</Code>
              </td>
              <Specimen $size={theme.fontSize.md} $lineHeight={theme.lineHeight[height]}>
                {SAMPLE}. {SAMPLE}.
              </Specimen>
            </tr>
          ))}
        </tbody>
      </Table>
    </Page>
  );
}
