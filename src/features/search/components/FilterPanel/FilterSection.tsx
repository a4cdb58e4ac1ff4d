import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/shared/ui';
import { Section, SectionBody, SectionToggle } from './FilterPanel.styles';

export interface FilterSectionProps {
  title: string;
  children: ReactNode;
  /** Scroll the content inside a max height (the 36 brands). */
  scroll?: boolean;
  /** Open at first render (default true: every section starts open). */
  defaultOpen?: boolean;
  /**
   * Nothing inside can take focus (every option disabled): a scrolling section then takes focus
   * itself, in the Tab order, so that the keyboard can still scroll it.
   */
  nothingFocusable?: boolean;
}

/**
 * One collapsible section of the filter panel: a heading whose button toggles it (aria-expanded,
 * aria-controls) and a `group` labelled by that button holding the options.
 */
export function FilterSection({
  title,
  children,
  scroll = false,
  defaultOpen = true,
  nothingFocusable = false,
}: FilterSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-toggle`;
  const bodyId = `${id}-body`;
  return (
    <Section>
      <h3>
        <SectionToggle
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          {title}
          <ChevronDownIcon />
        </SectionToggle>
      </h3>
      <SectionBody
        id={bodyId}
        role="group"
        aria-labelledby={buttonId}
        hidden={!open}
        $scroll={scroll}
        // A scrolling list is scrolled by keyboard through its options, or, when every option is
        // disabled, itself (in the Tab order then).
        tabIndex={scroll ? (nothingFocusable ? 0 : -1) : undefined}
      >
        {children}
      </SectionBody>
    </Section>
  );
}
