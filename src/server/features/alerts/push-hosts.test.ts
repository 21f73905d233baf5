import { describe, expect, it } from 'vitest';
import { pushRouteOf } from './push-hosts';

describe('pushRouteOf', () => {
  it("accepts the browsers' push services over https on the default port", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://fcm.googleapis.com/wp/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://updates-autopush.stage.mozaws.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://api.push.apple.com/3/device/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://db5p.notify.windows.com/w/?token=x',
    ])
      expect(pushRouteOf(endpoint, []), endpoint).toBe('service');
  });

  it('refuses other hosts, look-alikes, http, other ports, addresses and credentials', () => {
    for (const endpoint of [
      'https://push.example.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com/x',
      'https://notify.windows.com.attacker.net/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:444/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest',
      'https://user:pw@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'no es una dirección',
    ])
      expect(pushRouteOf(endpoint, []), endpoint).toBeNull();
  });

  it('accepts what PUSH_ALLOWED_HOSTS lists, over http too: names, subdomains, addresses and ranges', () => {
    const allowed = ['127.0.0.1', '10.1.0.0/16', 'push.intranet.example', '*.notify.corp'];
    expect(pushRouteOf('http://127.0.0.1:8080/push/1', allowed)).toBe('listed');
    expect(pushRouteOf('http://10.1.200.3/push/1', allowed)).toBe('listed');
    expect(pushRouteOf('http://10.2.0.1/push/1', allowed)).toBeNull();
    expect(pushRouteOf('https://push.intranet.example/x', allowed)).toBe('listed');
    expect(pushRouteOf('http://a.notify.corp/x', allowed)).toBe('listed');
    expect(pushRouteOf('http://notify.corp/x', allowed)).toBeNull();
    expect(pushRouteOf('http://127.0.0.2/x', allowed)).toBeNull();
    // The browsers' own services stay accepted beside the list.
    expect(pushRouteOf('https://fcm.googleapis.com/x', allowed)).toBe('service');
  });
});
