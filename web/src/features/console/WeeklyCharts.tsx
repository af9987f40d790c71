/**
 * The overview's two charts (recharts, loaded with the console only): contracts opened and their
 * rewards per week over the last 12 weeks (docs/product/admin.md#overview).
 */
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewWeek } from '@common/admin';
import { formatYen } from '../../lib/format';

/** 11/24 for 2026-11-24. */
const weekLabel = (weekStart: string) => `${Number(weekStart.slice(5, 7))}/${Number(weekStart.slice(8, 10))}`;
const man = (yen: number) => (yen >= 10_000 ? `${Math.round(yen / 10_000)}万` : String(yen));

function ChartBox({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Box bg="bg" rounded="lg" borderWidth="1px" p="4" minW="0">
      <Heading as="h3" size="sm" mb="3">
        {title}
      </Heading>
      <Box h="220px">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

export default function WeeklyCharts({ weeks }: { weeks: OverviewWeek[] }) {
  const data = weeks.map((w) => ({ ...w, label: weekLabel(w.weekStart) }));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartBox title="週ごとの契約数（直近12週）">
        <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={11} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} fontSize={11} />
          <Tooltip formatter={(v) => [`${String(v)}件`, '契約数']} labelFormatter={(l) => `${String(l)} の週`} />
          <Bar dataKey="contracts" fill="#0d9488" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartBox>
      <ChartBox title="週ごとの契約金額（直近12週）">
        <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={11} interval="preserveStartEnd" />
          <YAxis tickFormatter={man} fontSize={11} />
          <Tooltip formatter={(v) => [formatYen(Number(v)), '契約金額']} labelFormatter={(l) => `${String(l)} の週`} />
          <Line dataKey="amount" stroke="#0d9488" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ChartBox>
    </SimpleGrid>
  );
}
