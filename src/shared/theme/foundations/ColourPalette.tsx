import { theme } from '../tokens';
import { COLOUR_USES, contrastPairs, type ColourToken } from './colourUses';
import { formatRatio, MINIMUM_CONTRAST, type ColourRole } from './contrast';
import { Code, Heading, Page, Sample, Swatch, Table, Verdict } from './Foundations.styles';

const ROLE_NAMES: Record<ColourRole, string> = {
  text: 'text',
  ui: 'interface part',
  decoration: 'decoration',
};

const requirement = (role: ColourRole) =>
  role === 'decoration' ? 'no minimum' : `AA needs ${MINIMUM_CONTRAST[role]}:1`;

/** The colours drawn on surfaces, each with its contrast on every surface it is used on. */
function Pairings() {
  const pairs = contrastPairs();
  return (
    <>
      {COLOUR_USES.map(({ token, role, where }) => (
        <Table key={token}>
          <caption>
            <Swatch $colour={theme.color[token]} aria-hidden="true" /> {token}{' '}
            <Code>{theme.color[token]}</Code>: {ROLE_NAMES[role]} ({requirement(role)}). {where}.
          </caption>
          <thead>
            <tr>
              <th scope="col">On</th>
              <th scope="col">Sample</th>
              <th scope="col">Contrast</th>
              <th scope="col">WCAG AA</th>
            </tr>
          </thead>
          <tbody>
            {pairs
              .filter((pair) => pair.token === token)
              .map((pair) => (
                <tr key={pair.on}>
                  <th scope="row">
                    {pair.on} <Code>{theme.color[pair.on]}</Code>
                  </th>
                  <td>
                    <Sample
                      $colour={theme.color[token]}
                      $surface={theme.color[pair.on]}
                      $as={role === 'text' ? 'text' : 'line'}
                      aria-hidden={role === 'text' ? undefined : 'true'}
                    >
                      {role === 'text' ? 'Rangoli' : ''}
                    </Sample>
                  </td>
                  <td>{formatRatio(pair.ratio)}</td>
                  <td>
                    <Verdict $passes={pair.passes}>
                      {role === 'decoration' ? 'not required' : pair.passes ? 'passes' : 'fails'}
                    </Verdict>
                  </td>
                </tr>
              ))}
          </tbody>
        </Table>
      ))}
    </>
  );
}

/** Every colour token: the surfaces, and the rest, with their values. */
function AllTokens() {
  const drawn = new Set<ColourToken>(COLOUR_USES.map((use) => use.token));
  const surfaces = new Set<ColourToken>(COLOUR_USES.flatMap((use) => use.on));
  const kind = (token: ColourToken) =>
    [drawn.has(token) && 'drawn on surfaces', surfaces.has(token) && 'a surface']
      .filter(Boolean)
      .join(', ') || 'a scrim over the page';
  return (
    <Table>
      <caption>Every colour token</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Swatch</th>
          <th scope="col">Value</th>
          <th scope="col">Used as</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(theme.color) as ColourToken[]).map((token) => (
          <tr key={token}>
            <th scope="row">{token}</th>
            <td>
              <Swatch $colour={theme.color[token]} aria-hidden="true" />
            </td>
            <td>
              <Code>{theme.color[token]}</Code>
            </td>
            <td>{kind(token)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The Colours page of Foundations: every token's swatch and value, and the contrast of each
 * colour on the surfaces the shop draws it on, computed from the tokens (contrast.ts).
 */
export function ColourPalette() {
  return (
    <Page>
      <Heading>Contrast on the surfaces each colour is used on</Heading>
      <Pairings />
      <Heading>All colour tokens</Heading>
      <AllTokens />
    </Page>
  );
}
