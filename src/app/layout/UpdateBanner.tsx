import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Container } from '@/shared/ui';
import { onUpdateAvailable } from '../serviceWorker';

const Bar = styled.div`
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.ink};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

/** "A new version is available": shown when a new deployment's service worker is waiting. */
export function UpdateBanner() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => onUpdateAvailable((applyUpdate) => setApply(() => applyUpdate)), []);
  return (
    <div role="status">
      {apply && (
        <Bar>
          <Row>
            <p>A new version of Rangoli is available.</p>
            <Button size="sm" onClick={apply}>
              Reload to update
            </Button>
          </Row>
        </Bar>
      )}
    </div>
  );
}
