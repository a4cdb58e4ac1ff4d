import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useForm } from 'react-hook-form';
import { AddressFields, type AddressFieldsProps } from './AddressFields';
import { FieldGrid } from './CheckoutForm.styles';
import { HOME } from './addressFixtures';

type Values = { address: string; city: string; state: string; pincode: string };

/** The fields registered in a form of their own, as the Shipping step and the address form do. */
function InAForm({ values, errors }: { values: Values; errors: AddressFieldsProps['errors'] }) {
  const { register } = useForm<Values>({ defaultValues: values });
  return (
    <FieldGrid>
      <AddressFields
        fields={{
          address: register('address'),
          city: register('city'),
          state: register('state'),
          pincode: register('pincode'),
        }}
        errors={errors}
      />
    </FieldGrid>
  );
}

const meta = {
  title: 'Checkout/AddressFields',
  component: InAForm,
  args: { values: { address: '', city: '', state: '', pincode: '' }, errors: {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InAForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = {};

/** The sample profile's Home address. */
export const Filled: Story = {
  args: { values: { address: HOME.address, city: HOME.city, state: HOME.state, pincode: HOME.pincode } },
};

/** Each field with its message. */
export const WithErrors: Story = {
  args: {
    values: { address: '', city: '', state: '', pincode: '01234' },
    errors: {
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Please enter a valid 6-digit pincode',
    },
  },
};
