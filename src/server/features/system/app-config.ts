import type { AppConfig } from '../../../shared/schemas/system';
import type { Settings } from '../../settings';
import { paymentsModeOf } from '../marketplace/payments-mode';

export function appConfigOf(settings: Settings, platformBotId: string): AppConfig {
  return {
    appName: settings.appName,
    appToken: settings.appToken,
    publicUrl: settings.publicUrl,
    supportEmail: settings.supportEmail,
    platformBotId,
    paymentsMode: paymentsModeOf(settings),
    // The same setting the checkout computes the fee from (orders.service.ts).
    marketplaceFeePercent: settings.payments.feePercent,
    whatsappEnabled: !!settings.whatsapp,
    metaEnabled: !!settings.meta,
    llmEnabled: !!settings.llm,
    llmProvider: settings.llm?.providerName ?? null,
    maps: {
      tileUrl: settings.maps.tileUrl,
      attribution: settings.maps.attribution,
      placeSearch: !!settings.maps.geocoderUrl,
    },
  };
}
