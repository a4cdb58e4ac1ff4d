import styled from 'styled-components';
import { Button, Container } from '@/shared/ui';

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

/** "A new version is available", with the button that reloads into it. */
export default function UpdateNotice({ onApply }: { onApply: () => void }) {
  return (
    <Bar>
      <Row>
        <p>A new version of Rangoli is available.</p>
        <Button size="sm" onClick={onApply}>
          Reload to update
        </Button>
      </Row>
    </Bar>
  );
}
