/**
 * `/admin/ui-kit`: every primitive of web/ui in its variants and states, in the admin's chunk so
 * the public site never loads it. It is the kit's living reference (and what the browser journeys
 * and screenshots check for looks, focus and keyboard use).
 */
import { BellIcon, SettingsIcon, ShoppingCartIcon } from 'lucide-react'
import { useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button, buttonVariants } from '#web/ui/button.tsx'
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/ui/card.tsx'
import { Checkbox } from '#web/ui/checkbox.tsx'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#web/ui/collapsible.tsx'
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '#web/ui/command.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/ui/dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/ui/dropdown-menu.tsx'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/ui/select.tsx'
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '#web/ui/sheet.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/ui/tabs.tsx'
import { Textarea } from '#web/ui/textarea.tsx'
import { toast } from '#web/ui/toast.tsx'
import { Tooltip, TooltipContent, TooltipTrigger } from '#web/ui/tooltip.tsx'

const BUTTON_VARIANTS = ['default', 'primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const

function Section({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`kit-${title}`}>
      <h2 id={`kit-${title}`} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The UI kit reference page. */
export function UiKitPage() {
  const t = useUiStrings()
  const [confirmed, setConfirmed] = useState(false)
  const [open, setOpen] = useState(true)
  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-2xl font-bold tracking-tight">UI kit</h1>

      <Section title="Buttons">
        <div className="flex flex-wrap items-center gap-3">
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" variant="primary">
            {t.submit} (sm)
          </Button>
          <Button variant="primary">{t.submit}</Button>
          <Button size="lg" variant="primary">
            {t.submit} (lg)
          </Button>
          <Button size="icon" variant="outline" aria-label={t.settings}>
            <SettingsIcon aria-hidden="true" />
          </Button>
          <Button variant="primary" disabled>
            {t.loading}
          </Button>
          <a href="#kit-Buttons" className={buttonVariants({ variant: 'secondary' })}>
            {t.more}
          </a>
        </div>
      </Section>

      <Section title="Badges">
        <div className="flex flex-wrap gap-2">
          <Badge>{t.identityEmail}</Badge>
          <Badge variant="secondary">{t.identityEvm}</Badge>
          <Badge variant="highlight">бесплатно</Badge>
          <Badge variant="outline">3</Badge>
          <Badge variant="destructive">{t.delete}</Badge>
        </div>
      </Section>

      <Section title="Card">
        <Card className="max-w-md">
          <CardHeader>
            <CardTitle>{t.order} №1024</CardTitle>
            <CardDescription>
              {t.quantity}: 2 · {t.total}: 12 000 ₽
            </CardDescription>
            <CardAction>
              <Badge variant="secondary">new</Badge>
            </CardAction>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">Аналитик данных — 2 × 6 000 ₽</CardContent>
          <CardFooter className="justify-end">
            <Button variant="destructive" size="sm">
              {t.delete}
            </Button>
            <Button variant="primary" size="sm">
              {t.checkout}
            </Button>
          </CardFooter>
        </Card>
      </Section>

      <Section title="Form fields">
        <form className="grid max-w-md gap-4" onSubmit={(event) => event.preventDefault()}>
          <div className="grid gap-2">
            <Label htmlFor="kit-email">{t.email}</Label>
            <Input id="kit-email" type="email" placeholder="name@example.com" autoComplete="email" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="kit-password">{t.newPassword}</Label>
            <Input
              id="kit-password"
              type="password"
              placeholder={t.enterNewPassword}
              aria-invalid="true"
              aria-describedby="kit-password-error"
            />
            <p id="kit-password-error" className="text-sm text-destructive">
              8+
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="kit-question">Вопрос</Label>
            <Textarea id="kit-question" rows={3} />
          </div>
          <div className="flex items-center gap-3">
            <Checkbox id="kit-confirm" checked={confirmed} onCheckedChange={(value) => setConfirmed(value === true)} />
            <Label htmlFor="kit-confirm">Согласен на обработку данных</Label>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="kit-provider">{t.provider}</Label>
            <Select defaultValue="dummy">
              <SelectTrigger id="kit-provider" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {['dummy', 'stripe', 'cloudpayments', 'payselection'].map((provider) => (
                  <SelectItem key={provider} value={provider}>
                    {provider}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" variant="primary" className="w-fit">
            {t.contactFormSubmit}
          </Button>
        </form>
      </Section>

      <Section title="Tabs and collapsible">
        <Tabs defaultValue="login" className="max-w-md">
          <TabsList>
            <TabsTrigger value="login">{t.loginAndPassword}</TabsTrigger>
            <TabsTrigger value="evm">{t.ethereumVirtualMachine}</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="text-sm text-muted-foreground">
            {t.forgotYourPassword}
          </TabsContent>
          <TabsContent value="evm" className="text-sm text-muted-foreground">
            {t.connectWallet}
          </TabsContent>
        </Tabs>
        <Collapsible open={open} onOpenChange={setOpen} className="max-w-md rounded-lg border">
          <CollapsibleTrigger asChild>
            <Button variant="ghost" className="w-full justify-between">
              Сколько длится обучение?
              <span aria-hidden="true">{open ? '−' : '+'}</span>
            </Button>
          </CollapsibleTrigger>
          <CollapsibleContent>
            <p className="px-4 pb-4 text-sm text-muted-foreground">От трёх до шести месяцев, в зависимости от программы.</p>
          </CollapsibleContent>
        </Collapsible>
      </Section>

      <Section title="Overlays">
        <div className="flex flex-wrap gap-3">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="destructive">{t.delete}</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{t.deleteConfirm}</DialogTitle>
                <DialogDescription>Аналитик данных</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">{t.cancel}</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button variant="destructive" onClick={() => void toast.success(t.deletedSuccessfully)}>
                    {t.delete}
                  </Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>

          <Sheet>
            <SheetTrigger asChild>
              <Button variant="outline" size="icon" className="rounded-full" aria-label={t.openCart}>
                <ShoppingCartIcon aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent>
              <SheetHeader>
                <SheetTitle>{t.cart}</SheetTitle>
                <SheetDescription>2 × Аналитик данных</SheetDescription>
              </SheetHeader>
              <SheetFooter>
                <Button variant="primary">{t.checkout}</Button>
              </SheetFooter>
            </SheetContent>
          </Sheet>

          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">admin@example.com</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-56">
              <DropdownMenuLabel>admin@example.com</DropdownMenuLabel>
              <DropdownMenuLabel className="font-normal text-muted-foreground">{t.roles}: admin</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem>
                <SettingsIcon aria-hidden="true" />
                {t.settings}
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive">{t.logout}</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>

          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Notifications">
                <BellIcon aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{t.textCopiedToClipboard}</TooltipContent>
          </Tooltip>

          <Button variant="secondary" onClick={() => void toast.success(t.updatedSuccessfully)}>
            {t.updatedSuccessfully}
          </Button>
          <Button variant="secondary" onClick={() => void toast.error(`${t.anErrorOccurred} 500 | Internal Server Error`)}>
            {t.anErrorOccurred}
          </Button>
        </div>
      </Section>

      <Section title="Command">
        <Command className="max-w-md rounded-lg border shadow-xs">
          <CommandInput placeholder={t.search} />
          <CommandList>
            <CommandEmpty />
            <CommandGroup heading="ecommerce">
              {['ecommerce/products', 'ecommerce/orders', 'ecommerce/stores'].map((model) => (
                <CommandItem key={model} value={model}>
                  {model}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </Section>

      <Section title="Skeleton">
        <div className="flex max-w-md items-center gap-4">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      </Section>
    </div>
  )
}
