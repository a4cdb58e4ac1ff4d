import { CONTROL_ICONS } from './ControlIcons';
import { HEADER_ICONS } from './Icons';
import { SERVICE_ICONS } from './ServiceIcons';
import { STATUS_ICONS } from './StatusIcons';

/**
 * Every icon by name, for the design system's gallery. The shop imports icons one by one
 * (`SearchIcon`), so that a page loads only the icons it shows.
 */
export const Icons = { ...HEADER_ICONS, ...SERVICE_ICONS, ...CONTROL_ICONS, ...STATUS_ICONS } as const;
