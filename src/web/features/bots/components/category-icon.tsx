import {
  IconBriefcase,
  IconBuildingFactory2,
  IconCategory,
  IconCpu,
  IconHome,
  IconPalette,
  IconReportMoney,
  IconRocket,
  IconShoppingCart,
  IconStethoscope,
  IconTool,
  IconTruck,
  type Icon,
} from '@tabler/icons-react';

// Categories name their Tabler icon (src/shared/categories.ts); only these are bundled.
const ICONS: Record<string, Icon> = {
  Palette: IconPalette,
  Cpu: IconCpu,
  Briefcase: IconBriefcase,
  ShoppingCart: IconShoppingCart,
  Tool: IconTool,
  BuildingFactory2: IconBuildingFactory2,
  Home: IconHome,
  Stethoscope: IconStethoscope,
  Truck: IconTruck,
  ReportMoney: IconReportMoney,
  Rocket: IconRocket,
};

export function CategoryIcon({ name, size = 16 }: { name: string | undefined; size?: number }) {
  const Component = (name && ICONS[name]) || IconCategory;
  return <Component size={size} stroke={1.8} aria-hidden />;
}
