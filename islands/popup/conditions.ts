/** A device class, as MobileDetect tells it from the user agent. */
export interface Device {
  phone: boolean;
  tablet: boolean;
}

export function detectDevice(userAgent: string): Device {
  const tablet = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent);
  const phone = !tablet && /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent);
  return { phone, tablet };
}

export type ConditionCallback = (condition: Record<string, unknown>) => boolean;

/**
 * checkConditions: not on phones or tablets when disabled there; then every group (AND) needs
 * one passing condition (OR). A printed boolean is the server's verdict; an object is judged by
 * its target's callback, and an unknown target warns and passes, as Popup Maker does.
 */
export function checkConditions(
  settings: { disable_on_mobile: boolean; disable_on_tablet: boolean; conditions: unknown[] },
  device: Device,
  callbacks: Record<string, ConditionCallback>,
  warn: (message: string) => void,
): boolean {
  if (settings.disable_on_mobile && device.phone) return false;
  if (settings.disable_on_tablet && device.tablet) return false;
  return settings.conditions.every((group) => {
    const list = Array.isArray(group) ? group : [group];
    if (list.length === 0) return true;
    return list.some((condition) => {
      if (typeof condition === 'boolean') return condition;
      if (!condition || typeof condition !== 'object') return true;
      const { target, not_operand } = condition as { target?: unknown; not_operand?: unknown };
      const callback = typeof target === 'string' ? callbacks[target] : undefined;
      if (!callback) {
        warn(`unknown condition "${String(target)}" skipped`);
        return true;
      }
      const result = callback(condition as Record<string, unknown>);
      return not_operand === true || not_operand === '1' ? !result : result;
    });
  });
}
