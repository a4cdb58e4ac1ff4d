import styled from 'styled-components';
import type { ShippingAddress } from '../ordersSlice';

const Lines = styled.address`
  font-style: normal;
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

export interface OrderAddressProps {
  shipping: ShippingAddress;
}

/** Where an order goes, as a label would read: name, street, city, state and pincode, phone, email. */
export function OrderAddress({ shipping }: OrderAddressProps) {
  return (
    <Lines>
      {shipping.name}
      <br />
      {shipping.address}
      <br />
      {shipping.city}, {shipping.state} {shipping.pincode}
      <br />
      {shipping.phone}
      <br />
      {shipping.email}
    </Lines>
  );
}
