import type { SAMPLE_ALERT_TYPES } from '@shared/contracts/delivery';
import type { TAlertItem } from './load-delivery-items';

export type TSampleAlertType = (typeof SAMPLE_ALERT_TYPES)[number];

/** A sample notification for test sends: never stored, so the user's feed stays real. */
export function sampleAlertItem(type: TSampleAlertType, now = new Date()): TAlertItem {
  const base = {
    notificationId: 0,
    productId: 1,
    productName: 'Trail Runner 2 (Size 9)',
    productUrl: 'https://northpeak.example/products/trail-runner-2',
    imageUrl: null,
    storeName: 'Northpeak (sample)',
    storeUrl: 'https://northpeak.example',
    currency: 'USD',
    compareAtPrice: null,
    storefront: null,
    bestSeller: null,
    occurredAt: now,
  };
  switch (type) {
    case 'price_increase':
      return {
        ...base,
        type,
        changeType: 'price_increase',
        title: 'Price increase: Trail Runner 2 (Size 9)',
        message: 'Northpeak (sample) raised the price from $120.00 to $134.00 (+11.7%)',
        oldPrice: '120.00',
        newPrice: '134.00',
        percentageChange: 11.67,
      };
    case 'new_product':
      return {
        ...base,
        type,
        changeType: 'new_product',
        productName: 'Summit Jacket',
        title: 'New product: Summit Jacket',
        message: 'Northpeak (sample) launched Summit Jacket at $149.00',
        oldPrice: null,
        newPrice: '149.00',
        percentageChange: null,
      };
    case 'discount_detected':
      return {
        ...base,
        type,
        changeType: 'discount_started',
        title: 'Discount: Trail Runner 2 (Size 9)',
        message:
          'Northpeak (sample) put Trail Runner 2 (Size 9) on sale at $96.00, down from $120.00 (20.0% off)',
        oldPrice: '120.00',
        newPrice: '96.00',
        compareAtPrice: '120.00',
        percentageChange: 20,
      };
    default:
      return {
        ...base,
        type: 'price_drop',
        changeType: 'price_decrease',
        title: 'Price drop: Trail Runner 2 (Size 9)',
        message: 'Northpeak (sample) cut the price from $120.00 to $89.00 (-25.8%)',
        oldPrice: '120.00',
        newPrice: '89.00',
        percentageChange: -25.83,
      };
  }
}
