import { theme } from '../tokens';
import { Code, Heading, Page, Table } from './Foundations.styles';
import { VIEWPORTS, viewportSize, type ViewportName } from './viewports';

type Breakpoint = keyof typeof theme.breakpoint;

const px = (value: string) => parseInt(value, 10);

/** The breakpoints a width is at or above, smallest first ('none' below the first). */
export function breakpointsAt(width: number): Breakpoint[] {
  return (Object.keys(theme.breakpoint) as Breakpoint[]).filter(
    (name) => width >= px(theme.breakpoint[name]),
  );
}

/** The Breakpoints page of Foundations: the theme's breakpoints and Storybook's viewport presets. */
export function BreakpointTable() {
  return (
    <Page>
      <Heading>Breakpoints</Heading>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Min width</th>
            <th scope="col">Media query</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(theme.breakpoint) as Breakpoint[]).map((name) => (
            <tr key={name}>
              <th scope="row">breakpoint.{name}</th>
              <td>
                <Code>{theme.breakpoint[name]}</Code>
              </td>
              <td>
                <Code>{name in theme.media ? theme.media[name as keyof typeof theme.media] : '(none)'}</Code>
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">media.belowMd</th>
            <td>phones</td>
            <td>
              <Code>{theme.media.belowMd}</Code>
            </td>
          </tr>
        </tbody>
      </Table>
      <Heading>Viewport presets</Heading>
      <Table>
        <thead>
          <tr>
            <th scope="col">Preset</th>
            <th scope="col">Size</th>
            <th scope="col">Breakpoints that apply</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(VIEWPORTS) as ViewportName[]).map((name) => {
            const { width, height } = viewportSize(name);
            const applying = breakpointsAt(width);
            return (
              <tr key={name}>
                <th scope="row">{VIEWPORTS[name].name}</th>
                <td>
                  {width} × {height}
                </td>
                <td>{applying.length > 0 ? applying.join(', ') : 'none (below xs)'}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Page>
  );
}
