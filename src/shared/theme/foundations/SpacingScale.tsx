import { theme } from '../tokens';
import { remToPixels } from './TypeScale';
import { Bar, Code, Heading, Page, RadiusBox, ShadowBox, Table } from './Foundations.styles';

type Space = keyof typeof theme.space;
type Radius = keyof typeof theme.radius;
type Shadow = keyof typeof theme.shadow;
type Size = keyof typeof theme.size;

/** The Spacing page of Foundations: the spacing scale, the radii, the shadows and the fixed sizes. */
export function SpacingScale() {
  return (
    <Page>
      <Heading>Spacing</Heading>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Pixels</th>
            <th scope="col">Scale</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(theme.space) as Space[]).map((space) => (
            <tr key={space}>
              <th scope="row">space.{space}</th>
              <td>
                <Code>{theme.space[space]}</Code>
              </td>
              <td>{remToPixels(theme.space[space])}</td>
              <td>
                <Bar $size={theme.space[space]} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Heading>Radii and shadows</Heading>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(theme.radius) as Radius[]).map((radius) => (
            <tr key={radius}>
              <th scope="row">radius.{radius}</th>
              <td>
                <Code>{theme.radius[radius]}</Code>
              </td>
              <td>
                <RadiusBox $radius={theme.radius[radius]} aria-hidden="true" />
              </td>
            </tr>
          ))}
          {(Object.keys(theme.shadow) as Shadow[]).map((shadow) => (
            <tr key={shadow}>
              <th scope="row">shadow.{shadow}</th>
              <td>
                <Code>{theme.shadow[shadow]}</Code>
              </td>
              <td>
                <ShadowBox $shadow={theme.shadow[shadow]} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Heading>Fixed sizes</Heading>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(theme.size) as Size[]).map((size) => (
            <tr key={size}>
              <th scope="row">size.{size}</th>
              <td>
                <Code>{theme.size[size]}</Code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Page>
  );
}
